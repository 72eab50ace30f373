/**
 * What jsdom lacks and Mantine and Slate use: matchMedia, ResizeObserver, scrollIntoView, document.fonts
 * (Mantine's autosize Textarea listens to it). Each test
 * ends with its tree unmounted and the fetch stub and storage cleared.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor wait up to 5 s rather than Testing Library's 1 s: on the 2-core CI machine, with the
// API suites running beside, a search's re-render of 20 Mantine cards once took longer than 1 s. A
// passing wait returns as soon as its assertion holds; only a failing one waits the whole time.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// Slate's editor handles typing through the browser's native 'beforeinput' when InputEvent has
// getTargetRanges (as every current browser does); jsdom's lacks it. With an empty list Slate acts
// on its own selection, and Testing Library's keyboard drives the editor as a person would.
if (typeof InputEvent.prototype.getTargetRanges !== 'function') {
  InputEvent.prototype.getTargetRanges = () => [];
}
// Slate types only into an element whose isContentEditable is true, which jsdom leaves undefined.
if (!('isContentEditable' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    get(this: HTMLElement) {
      const host = this.closest('[contenteditable]');
      return host !== null && host.getAttribute('contenteditable') !== 'false';
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
