/** The loader shown until the session has arrived (the `loader` option; `never` hides it). */
export function Skeleton() {
  return (
    <div className="Skeleton" role="status" aria-busy="true" aria-label="Loading payment form">
      <div className="SkeletonTabs">
        <span className="SkeletonBlock SkeletonTab" />
        <span className="SkeletonBlock SkeletonTab" />
      </div>
      <span className="SkeletonBlock SkeletonLabel" />
      <span className="SkeletonBlock SkeletonInput" />
      <div className="Row">
        <div>
          <span className="SkeletonBlock SkeletonLabel" />
          <span className="SkeletonBlock SkeletonInput" />
        </div>
        <div>
          <span className="SkeletonBlock SkeletonLabel" />
          <span className="SkeletonBlock SkeletonInput" />
        </div>
      </div>
    </div>
  );
}
