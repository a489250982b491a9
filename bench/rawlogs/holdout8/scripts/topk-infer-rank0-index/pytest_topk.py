# cause: topk-infer-rank0-index
# expect: IndexError: Index -1 out of bounds 0
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def _compile_and_run(make_call, params, inputs):
    bb = relax.BlockBuilder()
    with bb.function("main", params):
        with bb.dataflow():
            y = bb.emit(make_call(*params))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in inputs])


def test_baseline():
    params = [relax.Var("x0", R.Tensor((3,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.topk(a[0], k=1, axis=-1), params, [np.ones((3,), "float32")])
    assert out is not None


def test_topk_scalar():
    params = [relax.Var("x0", R.Tensor((), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.topk(a[0], k=1, axis=-1), params, [np.ones((), "float32")])
    assert out is not None
