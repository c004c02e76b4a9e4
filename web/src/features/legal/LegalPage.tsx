import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title';

export interface LegalSection {
  heading: string;
  paragraphs: ReactNode[];
}

/** A readable long-form policy page. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <Box
      component="article"
      sx={{ maxWidth: 760, width: '100%', mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}
    >
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Last updated {updated}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{intro}</Typography>
      {sections.map((s, i) => (
        <Box component="section" key={s.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {i + 1}. {s.heading}
          </Typography>
          {s.paragraphs.map((p, j) => (
            <Typography key={j} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
