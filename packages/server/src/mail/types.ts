export interface MailMessage {
  /** Template name, kept with the stored copy. */
  template: string;
  subject: string;
  text: string;
  html: string;
}
