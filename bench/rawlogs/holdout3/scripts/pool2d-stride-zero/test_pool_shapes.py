# cause: pool2d-stride-zero
# expect: test_pool_stride_from_config[\s\S]*Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax

CONFIGS = {
    "default": {"pool": (2, 2), "stride": (2, 2)},
    "overlap": {"pool": (3, 3), "stride": (1, 1)},
    # exported from the training repo; "stride": 0 means "same as pool" there
    "legacy": {"pool": (2, 2), "stride": (0, 0)},
}


def _build(cfg, shape=(1, 4, 8, 8)):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.max_pool2d(x, cfg["pool"], strides=cfg["stride"]))
        bb.emit_func_output(y)
    return bb.get()


def _run(mod, shape=(1, 4, 8, 8)):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.arange(np.prod(shape), dtype="float32").reshape(shape)
    return vm["main"](tvm.runtime.tensor(data)).numpy()


def test_pool_default():
    out = _run(_build(CONFIGS["default"]))
    assert out.shape == (1, 4, 4, 4)


def test_pool_overlap():
    out = _run(_build(CONFIGS["overlap"]))
    assert out.shape == (1, 4, 6, 6)


def test_pool_stride_from_config():
    out = _run(_build(CONFIGS["legacy"]))
    assert out.shape == (1, 4, 4, 4)
