# cause: loss_param_type_error_message
# expect: can only concatenate str
# capture: ipython
from tvm import relax
from tvm.relax.training.loss import L1Loss

l1 = L1Loss(reduction="sum")
pred_ty = relax.TensorType((2, 3), "float32")
func = l1(pred_ty, (2, 3))
func.show()
