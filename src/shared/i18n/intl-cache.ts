/**
 * Intl's formatters, each made once per locale and options. Making one costs far more
 * than using it (a DateTimeFormat takes tens of microseconds to milliseconds on a phone), and the
 * pages made the same ones again in every component that formats, on their first render. One that
 * Intl refuses (an unknown time zone) throws as `new` would, and is not kept.
 */
function kept<Options extends object, Made>(make: (locale: string, options?: Options) => Made) {
  const made = new Map<string, Made>();
  return (locale: string, options?: Options): Made => {
    const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = kept((locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = kept((locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const pluralRules = kept((locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));
export const listFormat = kept((locale, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
