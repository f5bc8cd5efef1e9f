using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace BomberPack
{
    /// <summary>
    /// A small JSON reader and string quoter (Mono's base library has no JSON): objects become
    /// Dictionary&lt;string, object&gt;, arrays List&lt;object&gt;, numbers long or double, plus string, bool and null.
    /// </summary>
    public sealed class Json
    {
        private readonly string text;
        private int pos;

        private Json(string text)
        {
            this.text = text;
        }

        public static object Parse(string text)
        {
            Json json = new Json(text);
            object value = json.Value();
            json.Space();
            if (json.pos != text.Length)
            {
                throw json.Error("trailing characters");
            }
            return value;
        }

        /// <summary>The string as a JSON string literal.</summary>
        public static string Quote(string s)
        {
            StringBuilder quoted = new StringBuilder("\"");
            foreach (char c in s)
            {
                switch (c)
                {
                    case '"': quoted.Append("\\\""); break;
                    case '\\': quoted.Append("\\\\"); break;
                    case '\n': quoted.Append("\\n"); break;
                    case '\r': quoted.Append("\\r"); break;
                    case '\t': quoted.Append("\\t"); break;
                    default:
                        if (c < 0x20)
                        {
                            quoted.Append("\\u").Append(((int)c).ToString("x4"));
                        }
                        else
                        {
                            quoted.Append(c);
                        }
                        break;
                }
            }
            return quoted.Append('"').ToString();
        }

        public static Dictionary<string, object> Map(object value)
        {
            return value as Dictionary<string, object> ?? new Dictionary<string, object>();
        }

        public static List<object> List(object value)
        {
            return value as List<object> ?? new List<object>();
        }

        public static int Int(Dictionary<string, object> map, string key, int fallback)
        {
            object value;
            if (!map.TryGetValue(key, out value))
            {
                return fallback;
            }
            if (value is long)
            {
                return (int)(long)value;
            }
            if (value is double)
            {
                return (int)(double)value;
            }
            return fallback;
        }

        public static string Text(Dictionary<string, object> map, string key, string fallback)
        {
            object value;
            return map.TryGetValue(key, out value) && value is string ? (string)value : fallback;
        }

        private object Value()
        {
            Space();
            if (pos >= text.Length)
            {
                throw Error("unexpected end");
            }
            switch (text[pos])
            {
                case '{': return ReadObject();
                case '[': return ReadArray();
                case '"': return ReadString();
                case 't': return ReadWord("true", true);
                case 'f': return ReadWord("false", false);
                case 'n': return ReadWord("null", null);
                default: return ReadNumber();
            }
        }

        private Dictionary<string, object> ReadObject()
        {
            Dictionary<string, object> map = new Dictionary<string, object>();
            pos++;
            Space();
            if (Peek('}'))
            {
                pos++;
                return map;
            }
            while (true)
            {
                Space();
                string key = ReadString();
                Space();
                Expect(':');
                map[key] = Value();
                Space();
                if (!Peek(','))
                {
                    Expect('}');
                    return map;
                }
                pos++;
            }
        }

        private List<object> ReadArray()
        {
            List<object> list = new List<object>();
            pos++;
            Space();
            if (Peek(']'))
            {
                pos++;
                return list;
            }
            while (true)
            {
                list.Add(Value());
                Space();
                if (!Peek(','))
                {
                    Expect(']');
                    return list;
                }
                pos++;
            }
        }

        private string ReadString()
        {
            Expect('"');
            StringBuilder s = new StringBuilder();
            while (true)
            {
                if (pos >= text.Length)
                {
                    throw Error("unterminated string");
                }
                char c = text[pos++];
                if (c == '"')
                {
                    return s.ToString();
                }
                if (c != '\\')
                {
                    s.Append(c);
                    continue;
                }
                if (pos >= text.Length)
                {
                    throw Error("unterminated string");
                }
                char escaped = text[pos++];
                switch (escaped)
                {
                    case 'n': s.Append('\n'); break;
                    case 't': s.Append('\t'); break;
                    case 'r': s.Append('\r'); break;
                    case 'b': s.Append('\b'); break;
                    case 'f': s.Append('\f'); break;
                    case 'u':
                        if (pos + 4 > text.Length)
                        {
                            throw Error("short \\u escape");
                        }
                        s.Append((char)int.Parse(text.Substring(pos, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                        pos += 4;
                        break;
                    default: s.Append(escaped); break;
                }
            }
        }

        private object ReadNumber()
        {
            int start = pos;
            while (pos < text.Length && "+-0123456789.eE".IndexOf(text[pos]) >= 0)
            {
                pos++;
            }
            string number = text.Substring(start, pos - start);
            if (number.Length == 0)
            {
                throw Error("unexpected character '" + text[pos] + "'");
            }
            long integer;
            if (long.TryParse(number, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out integer))
            {
                return integer;
            }
            return double.Parse(number, NumberStyles.Float, CultureInfo.InvariantCulture);
        }

        private object ReadWord(string word, object value)
        {
            if (string.CompareOrdinal(text, pos, word, 0, word.Length) != 0)
            {
                throw Error("unexpected word");
            }
            pos += word.Length;
            return value;
        }

        private bool Peek(char c)
        {
            return pos < text.Length && text[pos] == c;
        }

        private void Expect(char c)
        {
            if (!Peek(c))
            {
                throw Error("expected '" + c + "'");
            }
            pos++;
        }

        private void Space()
        {
            while (pos < text.Length && char.IsWhiteSpace(text[pos]))
            {
                pos++;
            }
        }

        private FormatException Error(string what)
        {
            return new FormatException("bad JSON at " + pos + ": " + what);
        }
    }
}
