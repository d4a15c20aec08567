// Loaded on demand by the newsletter box (see NewsletterBox.tsx).
export { newsletterInput } from '@app/contract';
