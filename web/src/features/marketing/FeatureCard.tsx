import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Feature } from './marketing-content';

export function FeatureCard({
  feature,
  detailed = false,
}: {
  feature: Feature;
  detailed?: boolean;
}) {
  const { Icon } = feature;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            mb: 2,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Typography variant="h4" component="h3">
          {feature.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {feature.summary}
        </Typography>
        {detailed && (
          <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5, color: 'text.secondary' }}>
            {feature.points.map((point) => (
              <li key={point}>
                <Typography variant="body2">{point}</Typography>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
