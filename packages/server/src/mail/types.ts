export interface MailMessage {
  /** Template name, kept with the stored copy. */
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message over SMTP; the stored copy only keeps the text, which names them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
