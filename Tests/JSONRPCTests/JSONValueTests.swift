import JSONRPC
import Testing

@Suite struct JSONValueTests {
  @Test func subscriptsAndTypedAccessors() {
    let value: JSONValue = ["name": "leaf", "count": 3, "ratio": 0.5, "on": true, "list": [1, "two"], "none": nil]
    #expect(value["name"]?.stringValue == "leaf")
    #expect(value["count"]?.intValue == 3)
    #expect(value["count"]?.doubleValue == 3)
    #expect(value["ratio"]?.doubleValue == 0.5)
    #expect(value["ratio"]?.intValue == nil)
    #expect(value["on"]?.boolValue == true)
    #expect(value["list"]?[1]?.stringValue == "two")
    #expect(value["list"]?[2] == nil)
    #expect(value["list"]?.arrayValue?.count == 2)
    #expect(value["none"]?.isNull == true)
    #expect(value["missing"] == nil)
    #expect(value["name"]?["nested"] == nil)
    #expect(value.objectValue?.count == 6)
    #expect(JSONValue.double(2.0).intValue == 2)
  }

  @Test func objectKeepsInsertionOrderAndReplacesInPlace() {
    var object: JSONObject = ["z": 1, "y": 2]
    object["a"] = 3
    object["z"] = 4
    #expect(object.keys == ["z", "y", "a"])
    #expect(object.values == [4, 2, 3])
    object["y"] = nil
    #expect(object.keys == ["z", "a"])
    #expect(object.removeValue(forKey: "nothing") == nil)
  }

  @Test func largeObjectsStayConsistentAcrossTheIndexThreshold() {
    var object = JSONObject()
    for index in 0..<40 { object["k\(index)"] = .integer(Int64(index)) }
    for index in stride(from: 0, to: 40, by: 3) { object["k\(index)"] = nil }
    object["k1"] = "replaced"
    for index in 0..<40 {
      let expected: JSONValue? = index % 3 == 0 ? nil : (index == 1 ? "replaced" : .integer(Int64(index)))
      #expect(object["k\(index)"] == expected)
    }
    #expect(object.count == 26)
    #expect(object.keys.first == "k1")
  }

  @Test func objectEqualityIgnoresOrderButNotContent() {
    let first: JSONValue = ["a": 1, "b": [1, 2]]
    let second: JSONValue = ["b": [1, 2], "a": 1]
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != ["a": 1, "b": [2, 1]])
    #expect(first != ["a": 1])
    #expect(JSONValue.integer(1) != JSONValue.double(1))
  }

  @Test func descriptionIsCompactJSON() {
    let value: JSONValue = ["text": "a\"b", "n": [1, 2.5]]
    #expect(value.description == #"{"text":"a\"b","n":[1,2.5]}"#)
  }

  @Test func typeDescriptions() {
    #expect(JSONValue.null.typeDescription == "null")
    #expect(JSONValue.integer(1).typeDescription == "a number")
    #expect(JSONValue.array([]).typeDescription == "an array")
  }
}
