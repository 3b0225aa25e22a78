extension Message {
  /// Decodes and validates a frame body.
  public init(decoding body: [UInt8], parser: JSONParser = JSONParser()) throws(MessageDecodingError) {
    let value: JSONValue
    do {
      value = try parser.parse(body)
    } catch {
      throw .notJSON(error)
    }
    do {
      self = try Message(validating: value)
    } catch {
      throw .invalidMessage(error)
    }
  }

  /// Classifies a JSON value as a message, checking the JSON-RPC 2.0 shape.
  ///
  /// Rules:
  /// - The value must be an object; an array (a JSON-RPC batch, which LSP does not use) and
  ///   anything else are invalid requests.
  /// - `jsonrpc` must be `"2.0"`.
  /// - With a `method` (which must be a string) it is a request if it has an `id` and a
  ///   notification otherwise; this is JSON-RPC's definition, so a "notification" carrying an
  ///   id is a request. The id must be an integer or a string: any other type, `null` included,
  ///   makes an invalid request answered with id `null`. `params`, if present, must be an object
  ///   or an array; an explicit `null` counts as absent.
  /// - Without a `method` it is a response: exactly one of `result` (any value) and `error` (an
  ///   object with an integer `code`, a string `message` and optional `data`). A result needs an
  ///   integer or string id; an error response's id may also be `null` or missing. Malformed
  ///   responses are invalid but not to be answered (``InvalidMessageError/expectsResponse``).
  /// - An object with neither `method`, `result` nor `error` is an invalid request.
  /// - Unknown members are ignored.
  public init(validating value: JSONValue) throws(InvalidMessageError) {
    guard case .object(let object) = value else {
      if case .array = value {
        throw InvalidMessageError(id: nil, reason: "batch messages are not supported", expectsResponse: true)
      }
      let reason = "a message must be a JSON object, not \(value.typeDescription)"
      throw InvalidMessageError(id: nil, reason: reason, expectsResponse: true)
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init)
    let method = object["method"]
    let isResponse = method == nil && (object["result"] != nil || object["error"] != nil)

    guard object["jsonrpc"] == "2.0" else {
      let reason = "\"jsonrpc\" must be \"2.0\""
      throw InvalidMessageError(id: id, reason: reason, expectsResponse: !isResponse)
    }
    if let method {
      self = try Self.call(method: method, rawID: rawID, id: id, params: object["params"])
    } else if isResponse {
      self = try Self.response(object, rawID: rawID, id: id)
    } else {
      let reason = "a message needs a \"method\", a \"result\" or an \"error\""
      throw InvalidMessageError(id: id, reason: reason, expectsResponse: true)
    }
  }

  /// A request or notification.
  private static func call(
    method: JSONValue,
    rawID: JSONValue?,
    id: RequestID?,
    params: JSONValue?
  ) throws(InvalidMessageError) -> Message {
    if let rawID, id == nil {
      let reason = "\"id\" must be an integer or a string, not \(rawID.typeDescription)"
      throw InvalidMessageError(id: nil, reason: reason, expectsResponse: true)
    }
    guard case .string(let name) = method else {
      let reason = "\"method\" must be a string, not \(method.typeDescription)"
      throw InvalidMessageError(id: id, reason: reason, expectsResponse: true)
    }
    let checkedParams: JSONValue?
    switch params {
    case nil, .null?: checkedParams = nil
    case .object?, .array?: checkedParams = params
    case let other?:
      let reason = "\"params\" must be an object or an array, not \(other.typeDescription)"
      throw InvalidMessageError(id: id, reason: reason, expectsResponse: true)
    }
    if let id { return .request(id: id, method: name, params: checkedParams) }
    return .notification(method: name, params: checkedParams)
  }

  /// A response or error response.
  private static func response(
    _ object: JSONObject,
    rawID: JSONValue?,
    id: RequestID?
  ) throws(InvalidMessageError) -> Message {
    func invalid(_ reason: String) -> InvalidMessageError {
      InvalidMessageError(id: id, reason: reason, expectsResponse: false)
    }
    if let result = object["result"] {
      guard object["error"] == nil else { throw invalid("a response cannot have both \"result\" and \"error\"") }
      guard let id else { throw invalid("a response needs an integer or string \"id\"") }
      return .response(id: id, result: result)
    }
    if let rawID, !rawID.isNull, id == nil {
      throw invalid("\"id\" must be an integer, a string or null, not \(rawID.typeDescription)")
    }
    guard case .object(let error)? = object["error"] else { throw invalid("\"error\" must be an object") }
    guard let code = error["code"]?.intValue else { throw invalid("\"error.code\" must be an integer") }
    guard let message = error["message"]?.stringValue else { throw invalid("\"error.message\" must be a string") }
    let responseError = ResponseError(code: ErrorCode(rawValue: code), message: message, data: error["data"])
    return .errorResponse(id: id, error: responseError)
  }
}
