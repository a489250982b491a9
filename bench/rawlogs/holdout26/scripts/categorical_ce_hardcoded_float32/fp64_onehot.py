# cause: categorical_ce_hardcoded_float32
# expect: Binary operators must have the same datatype for both operands
import tvm
from tvm import relax
from tvm.relax.training.loss import CategoricalCrossEntropyLoss

# double precision model, one-hot int targets
loss_fn = CategoricalCrossEntropyLoss(reduction="mean")
f = loss_fn(relax.TensorType((16, 5), "float64"), relax.TensorType((16, 5), "int64"))
print(f)
