# cause: bool_matmul_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest-short
import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 5), "bool"))
    w = relax.Var("w", relax.TensorType((5, 2), "bool"))
    with bb.function("main", [x, w]):
        y = bb.emit(relax.op.matmul(x, w))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), target="llvm")
    print("ok")
    """
)


def test_build_in_clean_interpreter():
    proc = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.strip().splitlines()[-6:])
        raise RuntimeError(f"child build failed with exit code {proc.returncode}:\n{tail}")
    assert proc.stdout.strip() == "ok"
