# cause: user_from_onnx_given_path_not_model
# expect: '(str|PosixPath|bytes)' object has no attribute 'ir_version'
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

from pathlib import Path
model_dir = Path("exported")
model_dir.mkdir(exist_ok=True)
g = helper.make_graph([helper.make_node("Sigmoid", ["logits"], ["probs"])], "head",
                      [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["b", 10])],
                      [helper.make_tensor_value_info("probs", TensorProto.FLOAT, ["b", 10])])
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]), model_dir / "head.onnx")
print("saved", sorted(p.name for p in model_dir.iterdir()))
mod = from_onnx(model_dir / "head.onnx")
