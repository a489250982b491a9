# cause: topi-negative-unsigned
# expect: cannot make uint from negative value -1
# capture: pytest-native
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
    params = [relax.Var("x0", R.Tensor((3,), "int16"))]
    out = _compile_and_run(lambda *a: relax.op.negative(a[0]), params, [np.ones((3,), "int16")])
    assert out is not None


def test_negative_uint16():
    params = [relax.Var("x0", R.Tensor((3,), "uint16"))]
    out = _compile_and_run(lambda *a: relax.op.negative(a[0]), params, [np.ones((3,), "uint16")])
    assert out is not None
