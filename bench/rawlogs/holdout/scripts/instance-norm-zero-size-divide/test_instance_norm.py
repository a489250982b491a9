# cause: instance-norm-zero-size-divide
# expect: Traceback[\s\S]*instance_norm[\s\S]*Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def make(n, c, h, w):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n, c, h, w), "float32"))
    s = relax.Var("s", relax.TensorType((c,), "float32"))
    o = relax.Var("o", relax.TensorType((c,), "float32"))
    with bb.function("main", [x, s, o]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.instance_norm(x, s, o, channel_axis=1, axes=[2, 3]))
        bb.emit_func_output(y)
    return bb.get()


def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()


def test_regular():
    x = np.random.randn(2, 3, 4, 4).astype("float32")
    y = run(make(2, 3, 4, 4), x, np.ones(3, "float32"), np.zeros(3, "float32"))
    ref = (x - x.mean(axis=(2, 3), keepdims=True)) / np.sqrt(x.var(axis=(2, 3), keepdims=True) + 1e-5)
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-4)


def test_empty_width():
    x = np.zeros((2, 3, 4, 0), "float32")
    y = run(make(2, 3, 4, 0), x, np.ones(3, "float32"), np.zeros(3, "float32"))
    assert y.shape == (2, 3, 4, 0)
