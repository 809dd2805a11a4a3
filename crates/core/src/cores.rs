//! Work spread over the machine's cores, in a fixed order: `map` gives the same results in the
//! same order whatever the number of cores (rayon's indexed collect), so a search or a batch
//! of games run on many cores gives what it gives on one. In the browser (one thread) the same
//! calls run in sequence.

/// `f` of each of `0..n`, in order, on every core of the global pool.
pub fn map<T: Send>(n: u64, f: impl Fn(u64) -> T + Sync + Send) -> Vec<T> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        (0..n).into_par_iter().map(f).collect()
    }
    #[cfg(target_arch = "wasm32")]
    {
        (0..n).map(f).collect()
    }
}

/// [`map`] on `jobs` cores (1: in sequence on this thread).
pub fn map_on<T: Send>(jobs: usize, n: u64, f: impl Fn(u64) -> T + Sync + Send) -> Vec<T> {
    #[cfg(not(target_arch = "wasm32"))]
    if jobs > 1 {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .expect("a thread pool for the jobs");
        return pool.install(|| map(n, f));
    }
    let _ = jobs;
    (0..n).map(f).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // The order of the results is the order of the inputs, however many cores share the work.
    #[test]
    fn results_come_in_order_on_any_number_of_cores() {
        let square = |i: u64| i * i;
        let one = map_on(1, 200, square);
        assert_eq!(one, (0..200).map(square).collect::<Vec<_>>());
        assert_eq!(map_on(3, 200, square), one);
        assert_eq!(map(200, square), one);
    }
}
