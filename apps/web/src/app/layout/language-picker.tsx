import { languages } from '@dfs/i18n/languages';
import { currentLanguage, useTranslation } from '../../shared/i18n';
import { NativeSelect } from '../../shared/ui/native-select';

/** Each language is named in itself (English, 中文, العربية); switching needs no reload. */
export function LanguagePicker({ variant }: { variant: 'header' | 'drawer' }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      id={`language-${variant}`}
      label={t('header.language')}
      hideLabel={variant === 'header'}
      tone={variant === 'header' ? 'onDark' : 'onLight'}
      value={currentLanguage()}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.label}
        </option>
      ))}
    </NativeSelect>
  );
}
