"""Any StableHLO module a user hands the judge, as the text our exporter prints.

  python -m tools.export.module_text IN OUT [--json]

IN may be MLIR text with or without location info (`#loc` aliases,
`loc(...)` attributes: what `Exported.mlir_module()` prints), text from
another StableHLO version the parser still reads, generic-form text, MLIR
bytecode, or a portable artifact (VHLO bytecode, what
`Exported.mlir_module_serialized` holds, from any version it upgrades
from). OUT is that module parsed by MLIR's own parser, its locations
stripped, printed in the pretty form without debug info: the form
tools/export/stablehlo.py's `normalise` writes for the suite, which the
judge's text readers (signature, static checks, the pre-flight's kernel
probe) read.

Only jaxlib's MLIR is imported (about 0.2 s), not jax. Prints one JSON line:
{"status": "ok", "form": ..., "bytes": N} or {"status": "error", "message":
...}; exit 0 ok, 1 the module could not be read, 2 usage.
"""
import argparse
import json
import sys

BYTECODE_MAGIC = b"ML\xefR"


def ir_context():
    """An MLIR context with the dialects jax's own contexts load
    (jax._src.interpreters.mlir._create_ir_context), built from jaxlib alone."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext
    from jaxlib.mlir.dialects import chlo, mhlo, mpmd, sdy, stablehlo

    context = ir.Context()
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    context.append_dialect_registry(registry)
    context.load_all_available_dialects()
    sdy.register_dialect(context)
    mpmd.register_dialect(context)
    mhlo.register_mhlo_dialect(context)
    chlo.register_dialect(context)
    stablehlo.register_dialect(context)
    return context


def parse(data):
    """(module, form) for the bytes of a module file, inside the current context."""
    from jaxlib import _jax
    from jaxlib.mlir import ir

    if data.startswith(BYTECODE_MAGIC):
        try:
            return _jax.mlir.deserialize_portable_artifact(data), "portable artifact (VHLO bytecode)"
        except Exception:  # plain MLIR bytecode is not a portable artifact: parse it as is
            return ir.Module.parse(data), "MLIR bytecode"
    text = data.decode("utf-8")
    form = "text with location info" if "loc(" in text else "text"
    return ir.Module.parse(text), form


def readable_text(data):
    """(text, form): the module printed as the suite's exporter prints it."""
    from jaxlib.mlir import ir, passmanager

    with ir_context(), ir.Location.unknown():
        module, form = parse(data)
        passmanager.PassManager.parse("builtin.module(strip-debuginfo)").run(module.operation)
        return module.operation.get_asm(enable_debug_info=False), form


def first_line(error):
    """The parser's first diagnostic ("line 1:26: expected non-function type"), else the error's first line."""
    for diagnostic in getattr(error, "error_diagnostics", None) or []:
        where = str(diagnostic.location).removeprefix('loc("-":').removesuffix(")")
        return f"line {where}: {diagnostic.message}"
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return f"{type(error).__name__}: {lines[0] if lines else ''}".rstrip(": ")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("module")
    parser.add_argument("out")
    parser.add_argument("--json", action="store_true", help="(always: one JSON line on stdout)")
    args = parser.parse_args(argv)
    try:
        with open(args.module, "rb") as f:
            data = f.read()
        text, form = readable_text(data)
    except Exception as error:  # the module's fault: one line the judge shows
        print(json.dumps({"status": "error", "message": first_line(error)}))
        return 1
    with open(args.out, "w") as f:
        f.write(text)
    print(json.dumps({"status": "ok", "form": form, "bytes": len(text)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
