# cause: cross-entropy-empty-batch-divide
# expect: cross_entropy_with_logits[\s\S]*Divide by zero
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax

NUM_CLASSES = 7


def build_loss(batch):
    bb = relax.BlockBuilder()
    pred = relax.Var("pred", relax.TensorType((batch, NUM_CLASSES), "float32"))
    lab = relax.Var("lab", relax.TensorType((batch, NUM_CLASSES), "float32"))
    with bb.function("main", [pred, lab]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.cross_entropy_with_logits(pred, lab))
        bb.emit_func_output(out)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


@pytest.mark.parametrize("batch", [8, 3, 0])
def test_cross_entropy(batch):
    vm = build_loss(batch)
    p = np.log(np.full((batch, NUM_CLASSES), 1.0 / NUM_CLASSES, "float32"))
    y = np.eye(NUM_CLASSES, dtype="float32")[np.arange(batch) % NUM_CLASSES]
    got = vm["main"](tvm.runtime.tensor(p), tvm.runtime.tensor(y)).numpy()
    np.testing.assert_allclose(got, -np.sum(p * y) / max(batch, 1), rtol=1e-5)
