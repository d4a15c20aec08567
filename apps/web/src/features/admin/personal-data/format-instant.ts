const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date and time in Paris, as the back-office shows the retention job's runs; a day alone (a race's date) without a time. */
export const formatInstant = (iso: string) =>
  DAY.test(iso)
    ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('fr-FR', {
        timeZone: 'Europe/Paris',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : new Date(iso).toLocaleString('fr-FR', {
        timeZone: 'Europe/Paris',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
