import { useEffect } from 'react';
import { Box, Carousel, Stack } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { bannersRequested } from '../home.slice';

export default function HomeScreen() {
  const dispatch = useAppDispatch();
  const { banners, bannersRequest } = useAppSelector((state) => state.home);

  useEffect(() => {
    dispatch(bannersRequested());
  }, [dispatch]);

  return (
    <Stack as="main" padding="lg" space="xl">
      <h1>PlastiHub</h1>
      {bannersRequest.status === 'failed' ? (
        <Box role="alert">
          <p>{bannersRequest.error}</p>
          <button type="button" onClick={() => dispatch(bannersRequested())}>
            Try again
          </button>
        </Box>
      ) : (
        <Carousel
          label="PlastiHub highlights"
          priority
          images={banners.map((banner, i) => ({ src: banner.image, alt: `PlastiHub highlight ${i + 1}` }))}
        />
      )}
    </Stack>
  );
}
