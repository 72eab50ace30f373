export interface MailMessage {
  /** Template name, kept with the stored copy. */
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message over SMTP; the stored copy only keeps the text, which names them. */
  attachments?: MailAttachment[];
  /** Extra headers, sent unfolded (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a resend after a crash can be recognised as the same message. */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
