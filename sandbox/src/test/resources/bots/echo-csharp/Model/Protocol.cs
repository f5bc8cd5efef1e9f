namespace Echo.Model
{
    public static class Protocol
    {
        /** "pong N" for "ping N", else null. */
        public static string Answer(string text)
        {
            text = text.Trim();
            return text.StartsWith("ping ") ? "pong " + text.Substring(5) : null;
        }
    }
}
