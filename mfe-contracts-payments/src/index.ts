// Standalone entry only (the remote build has no page entry). The dynamic import is the async boundary
// Module Federation needs to negotiate shared singletons before React loads.
import('./bootstrap');
