# cause: param-dict-load-from-path
# expect: Mismatched type on argument #0 when calling: `runtime.LoadParams
# capture: combined
# post: crlf
import numpy as np
import tvm

w = np.random.rand(3, 3).astype("float32")
with open("w.bin", "wb") as f:
    f.write(tvm.runtime.save_param_dict({"w": tvm.runtime.tensor(w)}))

with open("w.bin", "rb") as f:
    params = tvm.runtime.load_param_dict(f)
print(params["w"].numpy())
