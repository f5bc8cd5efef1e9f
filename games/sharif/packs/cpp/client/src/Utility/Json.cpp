#include "Utility/Json.h"

#include <cstdlib>
#include <stdexcept>

class Json::Parser {
public:
    explicit Parser(const std::string &text) : text_(text) {}

    Json document() {
        Json value = next();
        skipSpace();
        if (at_ != text_.size())
            fail("text after the value");
        return value;
    }

private:
    const std::string &text_;
    size_t at_ = 0;

    [[noreturn]] void fail(const std::string &what) const {
        throw std::runtime_error("bad JSON at " + std::to_string(at_) + ": " + what);
    }

    void skipSpace() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\r' || text_[at_] == '\t'))
            at_++;
    }

    bool take(char c) {
        skipSpace();
        if (at_ < text_.size() && text_[at_] == c) {
            at_++;
            return true;
        }
        return false;
    }

    void expect(char c) {
        if (!take(c))
            fail(std::string("expected '") + c + "'");
    }

    bool word(const char *w) {
        size_t n = std::char_traits<char>::length(w);
        if (text_.compare(at_, n, w) == 0) {
            at_ += n;
            return true;
        }
        return false;
    }

    Json next() {
        skipSpace();
        if (at_ >= text_.size())
            fail("unexpected end");
        Json value;
        char c = text_[at_];
        if (c == '{') {
            at_++;
            value.kind_ = Kind::Object;
            if (take('}'))
                return value;
            do {
                skipSpace();
                value.keys_.push_back(string());
                expect(':');
                value.items_.push_back(next());
            } while (take(','));
            expect('}');
        } else if (c == '[') {
            at_++;
            value.kind_ = Kind::Array;
            if (take(']'))
                return value;
            do {
                value.items_.push_back(next());
            } while (take(','));
            expect(']');
        } else if (c == '"') {
            value.kind_ = Kind::String;
            value.string_ = string();
        } else if (word("true")) {
            value.kind_ = Kind::Bool;
            value.boolean_ = true;
        } else if (word("false")) {
            value.kind_ = Kind::Bool;
        } else if (word("null")) {
            value.kind_ = Kind::Null;
        } else {
            const char *start = text_.c_str() + at_;
            char *end = nullptr;
            value.number_ = std::strtod(start, &end);
            if (end == start)
                fail("not a value");
            value.kind_ = Kind::Number;
            at_ += end - start;
        }
        return value;
    }

    std::string string() {
        if (at_ >= text_.size() || text_[at_] != '"')
            fail("expected a string");
        at_++;
        std::string out;
        while (at_ < text_.size() && text_[at_] != '"') {
            char c = text_[at_++];
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_ >= text_.size())
                fail("unexpected end");
            char e = text_[at_++];
            switch (e) {
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': out += utf8(codePoint()); break;
                default: out += e; // \" \\ \/
            }
        }
        if (at_ >= text_.size())
            fail("unterminated string");
        at_++;
        return out;
    }

    unsigned codePoint() {
        unsigned code = hex4();
        if (code >= 0xD800 && code < 0xDC00 && text_.compare(at_, 2, "\\u") == 0) {
            at_ += 2;
            unsigned low = hex4();
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        return code;
    }

    unsigned hex4() {
        if (at_ + 4 > text_.size())
            fail("short \\u escape");
        unsigned code = std::stoul(text_.substr(at_, 4), nullptr, 16);
        at_ += 4;
        return code;
    }

    static std::string utf8(unsigned code) {
        std::string out;
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
        return out;
    }
};

Json Json::parse(const std::string &text) {
    return Parser(text).document();
}

std::string Json::quote(const std::string &text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20) {
            static const char *digits = "0123456789abcdef";
            out += "\\u00";
            out += digits[c >> 4];
            out += digits[c & 0xF];
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

int Json::asInt(int fallback) const {
    return kind_ == Kind::Number ? static_cast<int>(number_) : fallback;
}

bool Json::asBool(bool fallback) const {
    return kind_ == Kind::Bool ? boolean_ : fallback;
}

std::string Json::asString(const std::string &fallback) const {
    return kind_ == Kind::String ? string_ : fallback;
}

const std::vector<Json> &Json::items() const {
    static const std::vector<Json> none;
    return kind_ == Kind::Array ? items_ : none;
}

const Json &Json::operator[](const std::string &key) const {
    static const Json null;
    if (kind_ == Kind::Object)
        for (size_t i = 0; i < keys_.size(); i++)
            if (keys_[i] == key)
                return items_[i];
    return null;
}

bool Json::has(const std::string &key) const {
    return !(*this)[key].isNull();
}
