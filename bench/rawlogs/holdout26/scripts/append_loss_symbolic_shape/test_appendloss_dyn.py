# cause: append_loss_symbolic_shape
# expect: -th return value of backbone function is: .* which is different
# capture: pytest-short
import tvm
from tvm import relax
from tvm.relax.training import AppendLoss
from tvm.relax.training.loss import MSELoss
from tvm.script import ir as I, relax as R


@I.ir_module
class Predictor:
    @R.function
    def predict(x: R.Tensor(("batch", 3), "float32"), w: R.Tensor((3, 1), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_dynamic_batch_mse():
    batch = Predictor["predict"].params[0].ty.shape[0]
    loss = MSELoss(reduction="mean")(
        relax.TensorType((batch, 1), "float32"), relax.TensorType((batch, 1), "float32")
    )
    mod = AppendLoss("predict", loss)(Predictor)
    w = mod["predict_loss"].params[1]
    mod = relax.transform.Gradient("predict_loss", require_grads=[w])(mod)
    assert "predict_loss_adjoint" in [g.name_hint for g in mod.get_global_vars()]
