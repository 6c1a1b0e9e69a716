/// Runs `body` over `inputs` with at most `limit` running at once; results keep input order.
/// The first error cancels the rest and is thrown.
func boundedMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], limit: Int, _ body: @escaping @Sendable (Input) async throws(QiitaError) -> Output
) async throws(QiitaError) -> [Output] {
    let (outcomes, firstError) = await withTaskGroup(of: (Int, Result<Output, QiitaError>).self) { group in
        var results = [Result<Output, QiitaError>?](repeating: nil, count: inputs.count)
        var firstError: QiitaError?
        var next = 0
        func startNext() {
            guard next < inputs.count else { return }
            let index = next
            let input = inputs[index]
            next += 1
            group.addTask {
                do throws(QiitaError) {
                    return (index, .success(try await body(input)))
                } catch {
                    return (index, .failure(error))
                }
            }
        }
        for _ in 0..<max(1, limit) { startNext() }
        while let (index, result) = await group.next() {
            results[index] = result
            if case .failure(let error) = result {
                // The first failure is the cause; the others are its cancellations.
                if firstError == nil { firstError = error }
                group.cancelAll()
                continue
            }
            startNext()
        }
        return (results, firstError)
    }
    if let firstError { throw firstError }
    var values: [Output] = []
    for outcome in outcomes {
        switch outcome {
        case .success(let value): values.append(value)
        case .failure(let error): throw error
        case nil: throw .interrupted
        }
    }
    return values
}
