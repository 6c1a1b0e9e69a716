/// Runs `body` over inputs as they arrive on `inputs` (work starts before all of it is known), at most `limit` at
/// once, results in arrival order, the first error cancelling the rest; `then` runs on each result in the caller's
/// task once the next input has started, so slow work on a result (decoding) never holds a slot.
func boundedMap<Input: Sendable, Intermediate: Sendable, Output: Sendable>(
    _ inputs: AsyncStream<Input>, limit: Int,
    _ body: @escaping @Sendable (Input) async throws(QiitaError) -> Intermediate,
    then transform: (Intermediate) throws(QiitaError) -> Output
) async throws(QiitaError) -> [Output] {
    let (outcomes, firstError) = await withTaskGroup(of: (Int, Result<Intermediate, QiitaError>).self) { group in
        var results: [Result<Output, QiitaError>?] = []
        var firstError: QiitaError?
        var running = 0
        var waiting: [(Int, Intermediate)] = []
        func fail(_ error: QiitaError) {
            // The first failure is the cause; the others are its cancellations.
            if firstError == nil {
                firstError = error
                group.cancelAll()
            }
        }
        func finishWaiting() {
            for (index, intermediate) in waiting {
                do throws(QiitaError) {
                    results[index] = .success(try transform(intermediate))
                } catch {
                    results[index] = .failure(error)
                    fail(error)
                }
            }
            waiting.removeAll()
        }
        func collect(_ finished: (Int, Result<Intermediate, QiitaError>)?) {
            guard let (index, result) = finished else { return }
            running -= 1
            switch result {
            case .success(let intermediate): waiting.append((index, intermediate))
            case .failure(let error):
                results[index] = .failure(error)
                fail(error)
            }
        }
        for await input in inputs {
            if firstError != nil { break }
            while running >= max(1, limit) { collect(await group.next()) }
            if firstError != nil { break }
            let index = results.count
            results.append(nil)
            running += 1
            group.addTask {
                do throws(QiitaError) {
                    return (index, .success(try await body(input)))
                } catch {
                    return (index, .failure(error))
                }
            }
            finishWaiting()
        }
        while running > 0 {
            collect(await group.next())
            finishWaiting()
        }
        finishWaiting()
        return (results, firstError)
    }
    if let firstError { throw firstError }
    return try outcomes.map { outcome throws(QiitaError) in
        guard case .success(let value) = outcome else { throw .interrupted }
        return value
    }
}
