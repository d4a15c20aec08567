import { messageCategories, messageCategoryLabels } from '@app/contract';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { CheckboxField, Field, inputClass } from '../../ui/Field';
import { ChoiceSelect } from '../forms/PublicFields';
import { PublicForm } from '../forms/PublicForm';
import { usePublicForm } from '../forms/use-public-form';
import { useText } from '../../lib/use-text';

const empty = { name: '', email: '', category: '', subject: '', message: '', consent: false };

/** The form's schema, fetched once the visitor enters the form (use-public-form). */
const loadSchema = () => import('@app/contract/contact-message').then((m) => m.contactInput);

export function ContactForm() {
  const t = useText('pages');
  const { label } = useLocalized();
  const publicForm = usePublicForm(
    loadSchema,
    empty,
    (input) => trpcClient.contact.submit.mutate(input),
    (res) => Boolean(res.message),
  );
  const { form, errorText } = publicForm;

  return (
    <PublicForm of={publicForm} section="contact" testId="contact-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.name')} required error={errorText(form.errors.name)}>
          <input
            className={inputClass}
            autoComplete="name"
            value={form.values.name}
            data-field="name"
            onChange={(e) => form.set('name', e.target.value)}
          />
        </Field>
        <Field label={t('forms.email')} required error={errorText(form.errors.email)}>
          <input
            type="email"
            className={inputClass}
            autoComplete="email"
            value={form.values.email}
            data-field="email"
            onChange={(e) => form.set('email', e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('contact.category')} required error={errorText(form.errors.category)}>
        <ChoiceSelect
          data-field="category"
          value={form.values.category}
          choices={messageCategories}
          choiceLabel={(c) => label(messageCategoryLabels[c])}
          onChange={(v) => form.set('category', v)}
        />
      </Field>
      <Field label={t('contact.subject')} required error={errorText(form.errors.subject)}>
        <input
          className={inputClass}
          value={form.values.subject}
          data-field="subject"
          onChange={(e) => form.set('subject', e.target.value)}
        />
      </Field>
      <Field label={t('contact.message')} required error={errorText(form.errors.message)}>
        <textarea
          rows={5}
          className={inputClass}
          value={form.values.message}
          data-field="message"
          onChange={(e) => form.set('message', e.target.value)}
        />
      </Field>
      <CheckboxField
        label={t('contact.consent')}
        field="consent"
        required
        checked={form.values.consent}
        error={errorText(form.errors.consent)}
        onChange={(checked) => form.set('consent', checked)}
      />
    </PublicForm>
  );
}
