import { api } from '../../state/api';
import type { SiteArgs } from '../../state/screens';
import type { HomeScreen } from '../../lib/types';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeScreen: build.query<HomeScreen, SiteArgs>({
      query: ({ client, site }) => `${encodeURIComponent(client)}/${encodeURIComponent(site)}/screens/home`,
      providesTags: ['Screen'],
    }),
  }),
});

export const { useGetHomeScreenQuery } = homeApi;
