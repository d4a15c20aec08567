import type { OfficialDocument } from '@app/contract';
import { Download } from 'lucide-react';
import { formatBytes } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { documentGradients, documentIcons } from './document-style';
import { useText } from '../../lib/use-text';

export function DocumentCard({ doc }: { doc: OfficialDocument }) {
  const t = useText('common');
  const { pick, locale } = useLocalized();
  const Icon = documentIcons[doc.icon] ?? documentIcons.FileText;
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br ${documentGradients[doc.color]}`}
      >
        <Icon aria-hidden="true" className="h-6 w-6 text-white" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{pick(doc.title, doc.titleEn)}</h3>
        <p className="text-sm text-slate-700">{pick(doc.description, doc.descriptionEn)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-700">
          <span>
            {doc.fileType} · {formatBytes(doc.fileSize, locale)}
          </span>
          <a
            href={doc.fileUrl}
            download={doc.fileName}
            className="inline-flex items-center gap-1 font-semibold text-sky-800 hover:underline"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('actions.download')}
            <span className="sr-only"> {pick(doc.title, doc.titleEn)}</span>
          </a>
        </div>
      </div>
    </li>
  );
}
