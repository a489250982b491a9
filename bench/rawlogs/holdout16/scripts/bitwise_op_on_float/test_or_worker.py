# cause: bitwise_op_on_float
# expect: Expected integer argument as LHS of \| operator
# capture: pytest-short
from concurrent.futures import ProcessPoolExecutor


def _compile_or(n):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((n,), "float64"))
    with bb.function("main", [a]):
        b = bb.emit(relax.op.bitwise_or(a, a))
        bb.emit_func_output(b)
    tvm.compile(bb.get(), "llvm")
    return n


def test_compile_in_worker():
    with ProcessPoolExecutor(1) as pool:
        assert pool.submit(_compile_or, 32).result() == 32
