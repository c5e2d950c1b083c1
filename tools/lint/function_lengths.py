#!/usr/bin/env python3
"""Lists C++ functions longer than a limit (default 80 lines) under a folder.

Usage: function_lengths.py [--limit N] [--top K] DIR...
Exit code 1 when any function is longer than the limit, so CTest can hold the
line. The parser is deliberately small: it strips comments, strings and
character literals, tracks brace depth, and takes a `{` that follows a `)`
(optionally `const`, `noexcept`, `override`, a trailing return type or a
constructor's initialiser list) as the start of a function body. Lambdas
inside a function count towards that function.
"""
import argparse
import pathlib
import re
import sys

_TOKENS = re.compile(r'//[^\n]*|/\*.*?\*/|R"(?P<delim>[^(\s]*)\(.*?\)(?P=delim)"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                     re.S)
_NOT_FUNCTION = re.compile(r'\b(namespace|struct|class|enum|union|extern)\b[^;{}()]*$|=\s*$|\b(if|for|while|switch|catch)\s*\(')


def blank_out(text):
    """Replaces comments, literals and preprocessor lines by spaces, keeping newlines."""
    text = _TOKENS.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text)
    return re.sub(r'^[ \t]*#[^\n]*', lambda m: ' ' * len(m.group(0)), text, flags=re.M)


def functions(text):
    """Yields (name, first_line, line_count) for each function body."""
    code = blank_out(text)
    depth, start_stack = 0, []
    for index, char in enumerate(code):
        if char == '{':
            head = code[max(0, code.rfind(';', 0, index), code.rfind('}', 0, index)) + 1:index]
            is_body = depth_is_declaration_level(start_stack) and ')' in head and not _NOT_FUNCTION.search(head.strip())
            start_stack.append((is_body, index, head))
            depth += 1
        elif char == '}' and start_stack:
            is_body, opened, head = start_stack.pop()
            depth -= 1
            if is_body:
                name_match = re.search(r'([~\w:]+)\s*\((?!.*\([^)]*\)\s*[:{]).*$', head.strip(), re.S)
                name = name_match.group(1) if name_match else head.strip().split('(')[0][-40:]
                first = code.count('\n', 0, opened - len(head) + len(head) - len(head.lstrip()))
                last = code.count('\n', 0, index)
                yield name, first + 1, last - first + 1


def depth_is_declaration_level(stack):
    """A body opens only outside other function bodies (namespaces and classes are fine)."""
    return not any(is_body for is_body, _, _ in stack)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--limit', type=int, default=80)
    parser.add_argument('--top', type=int, default=5)
    parser.add_argument('dirs', nargs='+')
    args = parser.parse_args()
    found = []
    for folder in args.dirs:
        for path in sorted(pathlib.Path(folder).rglob('*')):
            if path.suffix in ('.cpp', '.h', '.cc', '.hpp'):
                for name, line, count in functions(path.read_text()):
                    found.append((count, f'{path}:{line}', name))
    found.sort(reverse=True)
    for count, where, name in found[:args.top]:
        print(f'{count:4d} lines  {where}  {name}')
    too_long = [f for f in found if f[0] > args.limit]
    if too_long:
        print(f'function_lengths: {len(too_long)} function(s) longer than {args.limit} lines '
              '(split them into named steps)', file=sys.stderr)
        return 1
    print(f'function_lengths: every function of {len(found)} is at most {args.limit} lines')
    return 0


if __name__ == '__main__':
    sys.exit(main())
