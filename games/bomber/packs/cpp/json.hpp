// A tiny JSON reader: the pack uses only the standard library.
#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace json {

struct Value {
    enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
    bool boolean = false;
    double number = 0;
    std::string text;
    std::vector<Value> items;
    std::map<std::string, Value> fields;

    const Value& operator[](const std::string& key) const {
        static const Value none;
        auto it = fields.find(key);
        return it == fields.end() ? none : it->second;
    }
    const Value& operator[](size_t i) const { return items.at(i); }
    int asInt(int fallback = 0) const { return kind == Number ? static_cast<int>(number) : fallback; }
    const std::string& asString() const { return text; }
    size_t size() const { return kind == Array ? items.size() : fields.size(); }
};

class Parser {
public:
    explicit Parser(const std::string& text) : s(text) {}

    Value parse() {
        Value v = value();
        space();
        if (pos != s.size()) fail("trailing characters");
        return v;
    }

private:
    const std::string& s;
    size_t pos = 0;

    [[noreturn]] void fail(const char* what) { throw std::runtime_error(std::string("bad JSON: ") + what); }
    void space() { while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\r' || s[pos] == '\n')) pos++; }
    bool peek(char c) { return pos < s.size() && s[pos] == c; }
    void expect(char c) { if (!peek(c)) fail("unexpected character"); pos++; }

    Value value() {
        space();
        if (pos >= s.size()) fail("unexpected end");
        char c = s[pos];
        if (c == '{') return object();
        if (c == '[') return array();
        if (c == '"') { Value v; v.kind = Value::String; v.text = string(); return v; }
        if (s.compare(pos, 4, "true") == 0) { pos += 4; Value v; v.kind = Value::Bool; v.boolean = true; return v; }
        if (s.compare(pos, 5, "false") == 0) { pos += 5; Value v; v.kind = Value::Bool; return v; }
        if (s.compare(pos, 4, "null") == 0) { pos += 4; return Value(); }
        return number();
    }

    Value object() {
        Value v; v.kind = Value::Object;
        pos++; space();
        if (peek('}')) { pos++; return v; }
        while (true) {
            space();
            std::string key = string();
            space(); expect(':');
            v.fields[key] = value();
            space();
            if (peek(',')) { pos++; continue; }
            expect('}');
            return v;
        }
    }

    Value array() {
        Value v; v.kind = Value::Array;
        pos++; space();
        if (peek(']')) { pos++; return v; }
        while (true) {
            v.items.push_back(value());
            space();
            if (peek(',')) { pos++; continue; }
            expect(']');
            return v;
        }
    }

    std::string string() {
        expect('"');
        std::string out;
        while (true) {
            if (pos >= s.size()) fail("unterminated string");
            char c = s[pos++];
            if (c == '"') return out;
            if (c != '\\') { out += c; continue; }
            char e = s[pos++];
            switch (e) {
                case 'n': out += '\n'; break;
                case 't': out += '\t'; break;
                case 'r': out += '\r'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'u': {
                    unsigned code = std::stoul(s.substr(pos, 4), nullptr, 16);
                    pos += 4;
                    if (code < 0x80) out += static_cast<char>(code);
                    else if (code < 0x800) { out += static_cast<char>(0xC0 | (code >> 6)); out += static_cast<char>(0x80 | (code & 0x3F)); }
                    else { out += static_cast<char>(0xE0 | (code >> 12)); out += static_cast<char>(0x80 | ((code >> 6) & 0x3F)); out += static_cast<char>(0x80 | (code & 0x3F)); }
                    break;
                }
                default: out += e;
            }
        }
    }

    Value number() {
        size_t start = pos;
        while (pos < s.size() && std::string("+-0123456789.eE").find(s[pos]) != std::string::npos) pos++;
        if (start == pos) fail("unexpected character");
        Value v; v.kind = Value::Number; v.number = std::stod(s.substr(start, pos - start));
        return v;
    }
};

inline Value parse(const std::string& text) { return Parser(text).parse(); }

inline std::string quote(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') { out += '\\'; out += c; }
        else if (c == '\n') out += "\\n";
        else if (static_cast<unsigned char>(c) < 0x20) out += ' ';
        else out += c;
    }
    return out + "\"";
}

}  // namespace json
