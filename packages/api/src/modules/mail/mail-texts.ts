import type { MailLanguage } from '@app/contract';

// The words of each mail, in French and English. Acknowledgements never repeat what the visitor typed
// (nor their name): a public form must not be a way to send chosen text to somebody else's address.

type Texts = { subject: string; lines: string[] };
type ByLanguage<A extends unknown[] = []> = Record<MailLanguage, (...args: A) => Texts>;

export const ackTexts: Record<'contact' | 'volunteer' | 'accreditation', ByLanguage> = {
  contact: {
    fr: () => ({
      subject: 'Nous avons bien reçu votre message',
      lines: ['Bonjour,', 'Nous avons bien reçu votre message. Nous vous répondrons dès que possible.'],
    }),
    en: () => ({
      subject: 'We have received your message',
      lines: ['Hello,', 'We have received your message. We will answer you as soon as possible.'],
    }),
  },
  volunteer: {
    fr: () => ({
      subject: 'Votre candidature de bénévole est bien reçue',
      lines: ['Bonjour,', 'Merci pour votre candidature de bénévole. Nous l’étudions et vous tiendrons informé(e).'],
    }),
    en: () => ({
      subject: 'Your volunteer application has been received',
      lines: ['Hello,', 'Thank you for applying as a volunteer. We are reviewing it and will let you know.'],
    }),
  },
  accreditation: {
    fr: () => ({
      subject: 'Votre demande d’accréditation est bien reçue',
      lines: [
        'Bonjour,',
        'Nous avons bien reçu votre demande d’accréditation presse. Nous vous répondrons rapidement.',
      ],
    }),
    en: () => ({
      subject: 'Your accreditation request has been received',
      lines: ['Hello,', 'We have received your press accreditation request. We will answer you shortly.'],
    }),
  },
};

export const decisionTexts: Record<'volunteer' | 'accreditation', ByLanguage<[approved: boolean]>> = {
  volunteer: {
    fr: (approved) => ({
      subject: approved ? 'Votre candidature de bénévole est acceptée' : 'Votre candidature de bénévole',
      lines: approved
        ? ['Bonjour,', 'Bonne nouvelle : votre candidature de bénévole est acceptée. Merci de votre engagement !']
        : [
            'Bonjour,',
            'Nous ne pouvons malheureusement pas retenir votre candidature de bénévole cette année. Merci de votre intérêt.',
          ],
    }),
    en: (approved) => ({
      subject: approved ? 'Your volunteer application is accepted' : 'Your volunteer application',
      lines: approved
        ? ['Hello,', 'Good news: your volunteer application is accepted. Thank you for your commitment!']
        : [
            'Hello,',
            'Unfortunately we cannot accept your volunteer application this year. Thank you for your interest.',
          ],
    }),
  },
  accreditation: {
    fr: (approved) => ({
      subject: approved ? 'Votre accréditation presse est accordée' : 'Votre demande d’accréditation presse',
      lines: approved
        ? [
            'Bonjour,',
            'Votre accréditation presse est accordée. Présentez-vous à l’accueil presse avec une pièce d’identité.',
          ]
        : ['Bonjour,', 'Nous ne pouvons malheureusement pas donner suite à votre demande d’accréditation presse.'],
    }),
    en: (approved) => ({
      subject: approved ? 'Your press accreditation is granted' : 'Your press accreditation request',
      lines: approved
        ? ['Hello,', 'Your press accreditation is granted. Please come to the press desk with an identity document.']
        : ['Hello,', 'Unfortunately we cannot grant your press accreditation request.'],
    }),
  },
};

export const replyTexts: ByLanguage<[subject: string]> = {
  fr: (subject) => ({ subject: `Re: ${subject}`, lines: [] }),
  en: (subject) => ({ subject: `Re: ${subject}`, lines: [] }),
};

export const confirmTexts: ByLanguage<[]> = {
  fr: () => ({
    subject: 'Confirmez votre inscription à la newsletter',
    lines: [
      'Bonjour,',
      'Pour recevoir la newsletter, confirmez votre inscription en ouvrant ce lien puis en cliquant sur le bouton « Confirmer ». Sans confirmation sous 7 jours, votre adresse est effacée.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ],
  }),
  en: () => ({
    subject: 'Confirm your newsletter subscription',
    lines: [
      'Hello,',
      'To receive the newsletter, confirm your subscription by opening this link and clicking the « Confirm » button. Without confirmation within 7 days, your address is deleted.',
      'If you did not ask for this, ignore this message.',
    ],
  }),
};

export const noticeTexts = {
  contact: 'Nouveau message de contact',
  volunteer: 'Nouvelle candidature de bénévole',
  accreditation: 'Nouvelle demande d’accréditation',
} as const;

export const footerTexts: Record<MailLanguage, { note: string; unsubscribe: string; confirm: string }> = {
  fr: { note: 'Un mot de l’organisation', unsubscribe: 'Se désinscrire', confirm: 'Confirmer mon inscription' },
  en: { note: 'A word from the organisers', unsubscribe: 'Unsubscribe', confirm: 'Confirm my subscription' },
};
