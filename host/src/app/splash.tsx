/** The splash while a chunk arrives (spec 1 §9); plain markup styled in index.html, no antd needed. */
export function Splash() {
  return (
    <div className="sd-splash" aria-busy="true">
      <div className="sd-spinner" />
      Storedesk
    </div>
  );
}
