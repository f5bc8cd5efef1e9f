// Answers the first ping, then forks without end on the second (libc's fork through P/Invoke; the process limit
// holds it); each process says once why a fork failed.
using System;
using System.Runtime.InteropServices;

public static class Bot
{
    [DllImport("libc", SetLastError = true)]
    private static extern int fork();

    [DllImport("libc")]
    private static extern IntPtr strerror(int errno);

    public static void Main()
    {
        for (var line = Console.ReadLine(); line != null; line = Console.ReadLine())
        {
            if (!line.StartsWith("ping ")) continue;
            int turn = int.Parse(line.Substring(5));
            if (turn == 2)
            {
                Console.Error.WriteLine("fork bomb");
                bool told = false;
                while (true)
                {
                    if (fork() < 0 && !told)
                    {
                        told = true;
                        Console.Error.WriteLine("fork: " + Marshal.PtrToStringAnsi(strerror(Marshal.GetLastWin32Error())));
                    }
                }
            }
            Console.Out.Write("pong " + turn + "\n");
            Console.Out.Flush();
        }
    }
}
