# cause: take_backward_nd_indices
# expect: legalize_ops/grad\.py.*AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import SetupTrainer
from tvm.relax.training.loss import MSELoss
from tvm.relax.training.optimizer import Adam, SGD
from tvm.script import ir as I, relax as R


@I.ir_module
class TinyLM:
    I.module_attrs({"param_num": 2, "state_num": 0})

    @R.function
    def backbone(
        ids: R.Tensor((2, 5), "int32"),
        emb: R.Tensor((50, 8), "float32"),
        head: R.Tensor((8, 50), "float32"),
    ):
        with R.dataflow():
            h = R.take(emb, ids, axis=0)
            logits = R.matmul(h, head)
            R.output(logits)
        return logits


def test_tiny_lm_setup():
    setup = SetupTrainer(
        MSELoss(reduction="mean"),
        SGD(1e-3),
        [relax.TensorType((2, 5, 50), "float32"), relax.TensorType((2, 5, 50), "float32")],
    )
    mod = setup(TinyLM)
    assert "optimizer" in [g.name_hint for g in mod.get_global_vars()]
