// The captains' search off the page's main thread (src/ai/web_worker.rs). The page hands over
// its own compiled wasm and its data files; this worker starts the wasm without its game (no
// window here) and answers each search request (JSON text) with its reply (JSON text), one at
// a time, in order. Should anything fail, it says so as `{ failed }` and the page searches
// on its own.
import init, { data_in_worker, search_in_worker, warm_in_worker } from "./spanish_main.js";

let ready = null;
self.onmessage = async (e) => {
  if (e.data && e.data.module) {
    const { module, data } = e.data;
    ready = init({ module_or_path: module }).then(() => {
      const problem = data_in_worker(data);
      if (problem) throw new Error(problem);
      // A throwaway search first, so the first real one does not run in cold code.
      warm_in_worker();
    });
    return;
  }
  try {
    await ready;
    self.postMessage(search_in_worker(e.data));
  } catch (err) {
    self.postMessage({ failed: String((err && err.message) || err) });
  }
};
