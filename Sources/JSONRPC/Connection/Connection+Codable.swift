extension Connection {
  /// Sends a notification whose params are encoded from `params` with ``JSONValueEncoder``.
  /// Encoding and sending failures are logged, not thrown.
  public func sendNotification(method: String, encoding params: some Encodable) {
    do {
      sendNotification(method: method, params: try JSONValueEncoder().encode(params))
    } catch {
      logger("Could not encode the params of notification \(method): \(error)")
    }
  }

  /// Sends a request whose params are encoded from `params` and decodes its result as `R`.
  ///
  /// Throws what ``sendRequest(method:params:)`` throws, and
  /// ``ResponseError/internalError(_:)`` when the params cannot be encoded or the result
  /// cannot be decoded.
  public func sendRequest<R: Decodable>(
    method: String,
    encoding params: some Encodable,
    as resultType: R.Type = R.self
  ) async throws(ResponseError) -> R {
    let encoded: JSONValue
    do {
      encoded = try JSONValueEncoder().encode(params)
    } catch {
      throw .internalError("Could not encode the params of \(method): \(error)")
    }
    let result = try await sendRequest(method: method, params: encoded)
    do {
      return try JSONValueDecoder().decode(resultType, from: result)
    } catch {
      throw .internalError("Unexpected result of \(method): \(error)")
    }
  }
}
