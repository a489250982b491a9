# cause: loss_param_type_error_message
# expect: can only concatenate str \(not "
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.training import AppendLoss
from tvm.relax.training.loss import MSELoss
from tvm.script import ir as I, relax as R


@I.ir_module
class Reg:
    @R.function
    def predict(x: R.Tensor((5, 2), "float32"), w: R.Tensor((2, 2), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


out_var = Reg["predict"].body.body
print("backbone output:", out_var, out_var.ty)
# pass the output Type's shape and dtype the way the old StructInfo API allowed
loss = MSELoss(reduction="sum")(out_var.ty, out_var.ty.shape)
mod = AppendLoss("predict", loss)(Reg)
print(mod)
