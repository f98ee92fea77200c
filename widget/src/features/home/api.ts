import { defineQuery } from '../../state/query';
import type { SiteArgs } from '../../state/screens';
import type { HomeScreen } from '../../lib/types';

export const getHomeScreen = defineQuery<HomeScreen, SiteArgs>('getHomeScreen', {
  request: ({ client, site }) => `${encodeURIComponent(client)}/${encodeURIComponent(site)}/screens/home`,
  tags: ['Screen'],
});

export const useGetHomeScreenQuery = getHomeScreen.useQuery;
