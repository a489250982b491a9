# cause: categorical_ce_hardcoded_float32
# expect: Binary operators must have the same datatype for both operands
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.training import AppendLoss
from tvm.relax.training.loss import CategoricalCrossEntropyLoss
from tvm.script import ir as I, relax as R


@I.ir_module
class Double:
    @R.function
    def predict(x: R.Tensor((3, 4), "float64"), w: R.Tensor((4, 4), "float64")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_cce_append_float64():
    cce = CategoricalCrossEntropyLoss(reduction="mean")
    loss = cce(relax.TensorType((3, 4), "float64"), relax.TensorType((3, 4), "int64"))
    mod = AppendLoss("predict", loss, cce.num_backbone_outputs)(Double)
    assert "predict_loss" in [g.name_hint for g in mod.get_global_vars()]
