import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '../../mf/remote-app-contract';
import { remoteByName } from '../../navigation/registry';
import { describeRemoteApp, samplePath } from '../remote-app-suite';

describe('samplePath (a registry pattern as a URL the app test visits)', () => {
  it('fills each parameter and leaves an optional segment out', () => {
    expect(samplePath('/blog/posts/:post_id/edit')).toBe('/blog/posts/1/edit');
    expect(samplePath('/orders/new/:id?')).toBe('/orders/new');
    expect(samplePath('/reports/:type/:subtype')).toBe('/reports/1/1');
  });
});

// The suite itself, on a stand-in App that owns every route of a registry entry but the last, listed as not built.
const planned = remoteByName('mfe_catalogue')?.routes.map((route) => route.path) ?? [];
const built = planned.slice(0, -1);

function StandIn({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename}>
        {built.map((path) => (
          <Route key={path} path={path.slice(1)} element={<h1>{path}</h1>} />
        ))}
      </Route>
    </Routes>
  );
}

describeRemoteApp({ name: 'mfe_catalogue', App: StandIn, notYetBuilt: planned.slice(-1) });
