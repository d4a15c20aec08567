import { mediaTypeLabels, mediaTypes } from '@app/contract';
import { trpcClient } from '../../lib/trpc';
import { useLocalized } from '../../lib/use-localized';
import { Field, inputClass } from '../../ui/Field';
import { ChoiceSelect, EmailPhoneFields } from '../forms/PublicFields';
import { PublicForm } from '../forms/PublicForm';
import { usePublicForm } from '../forms/use-public-form';
import { useText } from '../../lib/use-text';

const empty = { media: '', journalist: '', email: '', phone: '', type: '', needs: '' };

/** The form's schema, fetched once the visitor enters the form (use-public-form). */
const loadSchema = () => import('@app/contract/accreditation').then((m) => m.accreditationInput);

export function AccreditationForm() {
  const t = useText('pages');
  const { label } = useLocalized();
  const publicForm = usePublicForm(loadSchema, empty, (input) => trpcClient.accreditations.submit.mutate(input));
  const { form, errorText } = publicForm;

  return (
    <PublicForm of={publicForm} section="press" testId="press-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('press.media')} required error={errorText(form.errors.media)}>
          <input
            className={inputClass}
            value={form.values.media}
            data-field="media"
            onChange={(e) => form.set('media', e.target.value)}
          />
        </Field>
        <Field label={t('press.journalist')} required error={errorText(form.errors.journalist)}>
          <input
            className={inputClass}
            autoComplete="name"
            value={form.values.journalist}
            data-field="journalist"
            onChange={(e) => form.set('journalist', e.target.value)}
          />
        </Field>
        <EmailPhoneFields form={form} errorText={errorText} />
      </div>
      <Field label={t('press.type')} required error={errorText(form.errors.type)}>
        <ChoiceSelect
          data-field="type"
          value={form.values.type}
          choices={mediaTypes}
          choiceLabel={(c) => label(mediaTypeLabels[c])}
          onChange={(v) => form.set('type', v)}
        />
      </Field>
      <Field label={t('press.needs')} error={errorText(form.errors.needs)}>
        <textarea
          rows={3}
          className={inputClass}
          value={form.values.needs}
          data-field="needs"
          onChange={(e) => form.set('needs', e.target.value)}
        />
      </Field>
    </PublicForm>
  );
}
