/**
 * The seed's chat widget on the Procesos page. The product's chat provider is not named, so this
 * is a floating help link to the support page; swap the address when the real channel is known.
 */
import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import clases from './chat-widget.module.css';

export const SUPPORT_CHAT_URL = 'https://expedientedigital.co/soporte';

export function ChatWidget() {
  return (
    <>
      {/* In the page's flow, where the widget is placed (after the list): the room below the last
          content that the floating button covers. */}
      <div className={clases.espacio} aria-hidden="true" />
      <Affix
        className={clases.ancla}
        position={{ bottom: 'var(--chat-margen)', right: 'var(--chat-margen)' }}
        zIndex={150}
      >
        {/* A native title, not a Mantine Tooltip, which measures its target as the Procesos page
            mounts (issue 21, item 18; decision 0004). */}
        <ActionIcon
          component="a"
          href={SUPPORT_CHAT_URL}
          target="_blank"
          rel="noopener noreferrer"
          size="var(--chat-tamano)"
          radius="xl"
          aria-label="Chat de soporte"
          title="¿Necesitas ayuda? Escríbenos"
        >
          <IconMessageCircle size="60%" />
        </ActionIcon>
      </Affix>
    </>
  );
}
