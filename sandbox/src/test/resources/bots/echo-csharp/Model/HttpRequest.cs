using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Echo.Model
{
    public static class HttpRequest
    {
        /** Reads one request and returns its body (Content-Length bytes after the head). */
        public static string Body(Stream stream)
        {
            var bytes = new List<byte>();
            var buffer = new byte[4096];
            int headEnd = -1, length = 0;
            while (headEnd < 0 || bytes.Count < headEnd + 4 + length)
            {
                int n = stream.Read(buffer, 0, buffer.Length);
                if (n <= 0) break;
                for (int i = 0; i < n; i++) bytes.Add(buffer[i]);
                if (headEnd < 0)
                {
                    var text = Encoding.ASCII.GetString(bytes.ToArray());
                    headEnd = text.IndexOf("\r\n\r\n", StringComparison.Ordinal);
                    if (headEnd >= 0)
                    {
                        foreach (var line in text.Substring(0, headEnd).Split('\n'))
                        {
                            if (line.StartsWith("Content-Length:", StringComparison.OrdinalIgnoreCase))
                                length = int.Parse(line.Substring(15).Trim());
                        }
                    }
                }
            }
            if (headEnd < 0) return "";
            return Encoding.UTF8.GetString(bytes.ToArray(), headEnd + 4, Math.Min(length, bytes.Count - headEnd - 4));
        }
    }
}
