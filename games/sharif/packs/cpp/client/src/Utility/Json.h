#ifndef AIC20_CLIENT_CPP_JSON_H
#define AIC20_CLIENT_CPP_JSON_H

#include <string>
#include <vector>

/**
 * A JSON value read from the game's messages (standard library only). Reading a missing key or the wrong
 * kind gives a null value or the fallback, never an exception: the game's messages are trusted, and a
 * field a later version adds or leaves out must not stop the client.
 */
class Json {
public:
    enum class Kind { Null, Bool, Number, String, Array, Object };

    Json() = default;

    /** @throws std::runtime_error when the text is not one JSON value */
    static Json parse(const std::string &text);

    /** The string as a JSON string literal, quotes included. */
    static std::string quote(const std::string &text);

    Kind kind() const { return kind_; }
    bool isNull() const { return kind_ == Kind::Null; }

    int asInt(int fallback = 0) const;
    bool asBool(bool fallback = false) const;
    std::string asString(const std::string &fallback = "") const;

    /** The elements of an array (none for anything else). */
    const std::vector<Json> &items() const;

    /** The member of an object, or a null value. */
    const Json &operator[](const std::string &key) const;

    bool has(const std::string &key) const;

private:
    class Parser;

    Kind kind_ = Kind::Null;
    bool boolean_ = false;
    double number_ = 0;
    std::string string_;
    std::vector<Json> items_;      // array elements, or object values
    std::vector<std::string> keys_; // object keys, beside their values in items_
};

#endif // AIC20_CLIENT_CPP_JSON_H
